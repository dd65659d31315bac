"""F.softshrink -> torch.cosh -> hf.AccurateGELUActivation -> GLU: synthesised by warpgym synth (seed 7, index 2707, transformers#4, dim 0 x473)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import AccurateGELUActivation


class Model(nn.Module):
    """F.softshrink -> torch.cosh -> hf.AccurateGELUActivation -> GLU"""

    def __init__(self):
        super().__init__()
        self.accurategeluactivation_2 = AccurateGELUActivation()
        self.glu_3 = nn.GLU()

    def forward(self, x):
        x = F.softshrink(x)
        x = torch.cosh(x)
        x = self.accurategeluactivation_2(x)
        x = self.glu_3(x)
        return x


def get_inputs():
    return [torch.randn(1892, 32, 32, 32)]


def get_init_inputs():
    return []
