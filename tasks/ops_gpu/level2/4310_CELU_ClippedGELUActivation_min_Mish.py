"""CELU -> hf.ClippedGELUActivation -> torch.min -> Mish: synthesised by warpgym synth (seed 7, index 6772, transformers#4, dim 0 x2916)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ClippedGELUActivation


class Model(nn.Module):
    """CELU -> hf.ClippedGELUActivation -> torch.min -> Mish"""

    def __init__(self):
        super().__init__()
        self.celu_0 = nn.CELU()
        self.clippedgeluactivation_1 = ClippedGELUActivation(max=10, min=-10)
        self.mish_3 = nn.Mish()

    def forward(self, x, x1):
        x = self.celu_0(x)
        x = self.clippedgeluactivation_1(x)
        x = torch.min(x, x1)
        x = self.mish_3(x)
        return x


def get_inputs():
    return [torch.randn(186624, 1024), torch.randn(186624, 1024)]


def get_init_inputs():
    return []
