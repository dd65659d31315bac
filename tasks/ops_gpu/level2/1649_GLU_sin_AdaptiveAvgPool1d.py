"""GLU -> torch.sin -> AdaptiveAvgPool1d: synthesised by warpgym synth (seed 7, index 2616, torch#3, dim 0 x7405)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GLU -> torch.sin -> AdaptiveAvgPool1d"""

    def __init__(self):
        super().__init__()
        self.glu_0 = nn.GLU()
        self.adaptiveavgpool1d_2 = nn.AdaptiveAvgPool1d(output_size=4)

    def forward(self, x):
        x = self.glu_0(x)
        x = torch.sin(x)
        x = self.adaptiveavgpool1d_2(x)
        return x


def get_inputs():
    return [torch.randn(3791360, 256)]


def get_init_inputs():
    return []
