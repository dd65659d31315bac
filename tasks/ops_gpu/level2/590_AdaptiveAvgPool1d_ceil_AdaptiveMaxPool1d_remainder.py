"""AdaptiveAvgPool1d -> torch.ceil -> AdaptiveMaxPool1d -> torch.remainder: synthesised by warpgym synth (seed 7, index 946, torch#4, dim 0 x5461)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AdaptiveAvgPool1d -> torch.ceil -> AdaptiveMaxPool1d -> torch.remainder"""

    def __init__(self):
        super().__init__()
        self.adaptiveavgpool1d_0 = nn.AdaptiveAvgPool1d(output_size=4)
        self.adaptivemaxpool1d_2 = nn.AdaptiveMaxPool1d(output_size=4)

    def forward(self, x, x1):
        x = self.adaptiveavgpool1d_0(x)
        x = torch.ceil(x)
        x = self.adaptivemaxpool1d_2(x)
        x = torch.remainder(x, x1)
        return x


def get_inputs():
    return [torch.randn(2796032, 256), torch.randn(2796032, 4)]


def get_init_inputs():
    return []
