"""torch.add -> hf.ClippedGELUActivation -> F.conv2d: synthesised by warpgym synth (seed 9, index 38, transformers#3, dim 0 x85)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ClippedGELUActivation


class Model(nn.Module):
    """torch.add -> hf.ClippedGELUActivation -> F.conv2d"""

    def __init__(self):
        super().__init__()
        self.clippedgeluactivation_1 = ClippedGELUActivation(max=10, min=-10)

    def forward(self, x, x1, x2):
        x = torch.add(x, x1)
        x = self.clippedgeluactivation_1(x)
        x = F.conv2d(x, x2)
        return x


def get_inputs():
    return [torch.randn(340, 32, 32, 32), torch.randn(340, 32, 32, 32), torch.randn(340, 32, 32, 32)]


def get_init_inputs():
    return []
