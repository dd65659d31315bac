"""hf.ClippedGELUActivation -> torch.swapaxes -> GELU -> torch.atan: synthesised by warpgym synth (seed 7, index 4467, transformers#4, dim 0 x2151)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ClippedGELUActivation


class Model(nn.Module):
    """hf.ClippedGELUActivation -> torch.swapaxes -> GELU -> torch.atan"""

    def __init__(self):
        super().__init__()
        self.clippedgeluactivation_0 = ClippedGELUActivation(max=10, min=-10)
        self.gelu_2 = nn.GELU()

    def forward(self, x):
        x = self.clippedgeluactivation_0(x)
        x = torch.swapaxes(x, 2, 1)
        x = self.gelu_2(x)
        x = torch.atan(x)
        return x


def get_inputs():
    return [torch.randn(8604, 16, 8, 8, 8)]


def get_init_inputs():
    return []
