"""AdaptiveAvgPool1d -> torch.swapdims: synthesised by warpgym synth (seed 9, index 447, torch#2, dim 0 x8923)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AdaptiveAvgPool1d -> torch.swapdims"""

    def __init__(self):
        super().__init__()
        self.adaptiveavgpool1d_0 = nn.AdaptiveAvgPool1d(output_size=4)

    def forward(self, x):
        x = self.adaptiveavgpool1d_0(x)
        x = torch.swapdims(x, -1, -2)
        return x


def get_inputs():
    return [torch.randn(571072, 1024)]


def get_init_inputs():
    return []
