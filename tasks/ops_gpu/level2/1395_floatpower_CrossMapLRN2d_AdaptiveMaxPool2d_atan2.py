"""torch.float_power -> CrossMapLRN2d -> AdaptiveMaxPool2d -> torch.atan2: synthesised by warpgym synth (seed 7, index 2234, torch#4, dim 0 x50)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.float_power -> CrossMapLRN2d -> AdaptiveMaxPool2d -> torch.atan2"""

    def __init__(self):
        super().__init__()
        self.crossmaplrn2d_1 = nn.CrossMapLRN2d(size=4)
        self.adaptivemaxpool2d_2 = nn.AdaptiveMaxPool2d(output_size=4)

    def forward(self, x, x1):
        x = torch.float_power(x, 2.0)
        x = self.crossmaplrn2d_1(x)
        x = self.adaptivemaxpool2d_2(x)
        x = torch.atan2(x, x1)
        return x


def get_inputs():
    return [torch.randn(400, 16, 32, 32), torch.randn(400, 16, 4, 4)]


def get_init_inputs():
    return []
