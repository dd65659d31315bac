"""AdaptiveAvgPool1d -> torch.fmod -> torch.ldexp -> torch.sub: synthesised by warpgym synth (seed 7, index 6190, torch#4, dim 0 x5704)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AdaptiveAvgPool1d -> torch.fmod -> torch.ldexp -> torch.sub"""

    def __init__(self):
        super().__init__()
        self.adaptiveavgpool1d_0 = nn.AdaptiveAvgPool1d(output_size=4)

    def forward(self, x, x1, x2, x3):
        x = self.adaptiveavgpool1d_0(x)
        x = torch.fmod(x, x1)
        x = torch.ldexp(x, x2)
        x = torch.sub(x, x3)
        return x


def get_inputs():
    return [torch.randn(91264, 64, 128), torch.randn(91264, 64, 4), torch.randn(91264, 64, 4), torch.randn(91264, 64, 4)]


def get_init_inputs():
    return []
