"""AdaptiveAvgPool1d -> torch.tril: synthesised by warpgym synth (seed 9, index 121, torch#2, dim 0 x5421)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AdaptiveAvgPool1d -> torch.tril"""

    def __init__(self):
        super().__init__()
        self.adaptiveavgpool1d_0 = nn.AdaptiveAvgPool1d(output_size=4)

    def forward(self, x):
        x = self.adaptiveavgpool1d_0(x)
        x = torch.tril(x)
        return x


def get_inputs():
    return [torch.randn(86736, 64, 128)]


def get_init_inputs():
    return []
