"""torch.erf -> Unfold -> AdaptiveAvgPool1d: synthesised by warpgym synth (seed 7, index 4717, torch#3, dim 0 x974)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.erf -> Unfold -> AdaptiveAvgPool1d"""

    def __init__(self):
        super().__init__()
        self.unfold_1 = nn.Unfold(kernel_size=3)
        self.adaptiveavgpool1d_2 = nn.AdaptiveAvgPool1d(output_size=4)

    def forward(self, x):
        x = torch.erf(x)
        x = self.unfold_1(x)
        x = self.adaptiveavgpool1d_2(x)
        return x


def get_inputs():
    return [torch.randn(3896, 32, 32, 32)]


def get_init_inputs():
    return []
