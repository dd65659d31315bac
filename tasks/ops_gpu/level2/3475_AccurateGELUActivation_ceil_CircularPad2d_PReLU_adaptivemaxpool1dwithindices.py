"""hf.AccurateGELUActivation -> torch.ceil -> CircularPad2d -> PReLU -> F.adaptive_max_pool1d_with_indices: synthesised by warpgym synth (seed 7, index 5458, transformers#5, dim 0 x349)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import AccurateGELUActivation


class Model(nn.Module):
    """hf.AccurateGELUActivation -> torch.ceil -> CircularPad2d -> PReLU -> F.adaptive_max_pool1d_with_indices"""

    def __init__(self):
        super().__init__()
        self.accurategeluactivation_0 = AccurateGELUActivation()
        self.circularpad2d_2 = nn.CircularPad2d(padding=1)
        self.prelu_3 = nn.PReLU()

    def forward(self, x):
        x = self.accurategeluactivation_0(x)
        x = torch.ceil(x)
        x = self.circularpad2d_2(x)
        x = self.prelu_3(x)
        x = F.adaptive_max_pool1d_with_indices(x, output_size=4)[0]
        return x


def get_inputs():
    return [torch.randn(5584, 32, 256)]


def get_init_inputs():
    return []
