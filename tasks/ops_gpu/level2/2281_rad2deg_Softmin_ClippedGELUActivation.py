"""torch.rad2deg -> Softmin -> hf.ClippedGELUActivation: synthesised by warpgym synth (seed 7, index 3612, transformers#3, dim 0 x7847)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ClippedGELUActivation


class Model(nn.Module):
    """torch.rad2deg -> Softmin -> hf.ClippedGELUActivation"""

    def __init__(self):
        super().__init__()
        self.softmin_1 = nn.Softmin()
        self.clippedgeluactivation_2 = ClippedGELUActivation(max=10, min=-10)

    def forward(self, x):
        x = torch.rad2deg(x)
        x = self.softmin_1(x)
        x = self.clippedgeluactivation_2(x)
        return x


def get_inputs():
    return [torch.randn(502208, 1024)]


def get_init_inputs():
    return []
