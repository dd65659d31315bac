"""hf.QuickGELUActivation -> torch.expm1 -> AdaptiveMaxPool1d: synthesised by warpgym synth (seed 7, index 4366, transformers#3, dim 0 x3064)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import QuickGELUActivation


class Model(nn.Module):
    """hf.QuickGELUActivation -> torch.expm1 -> AdaptiveMaxPool1d"""

    def __init__(self):
        super().__init__()
        self.quickgeluactivation_0 = QuickGELUActivation()
        self.adaptivemaxpool1d_2 = nn.AdaptiveMaxPool1d(output_size=4)

    def forward(self, x):
        x = self.quickgeluactivation_0(x)
        x = torch.expm1(x)
        x = self.adaptivemaxpool1d_2(x)
        return x


def get_inputs():
    return [torch.randn(49024, 32, 256)]


def get_init_inputs():
    return []
