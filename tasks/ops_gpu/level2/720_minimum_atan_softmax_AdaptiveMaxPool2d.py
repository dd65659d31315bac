"""torch.minimum -> torch.atan -> F.softmax -> AdaptiveMaxPool2d: synthesised by warpgym synth (seed 7, index 1151, torch#4, dim 0 x2746)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.minimum -> torch.atan -> F.softmax -> AdaptiveMaxPool2d"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool2d_3 = nn.AdaptiveMaxPool2d(output_size=4)

    def forward(self, x, x1):
        x = torch.minimum(x, x1)
        x = torch.atan(x)
        x = F.softmax(x)
        x = self.adaptivemaxpool2d_3(x)
        return x


def get_inputs():
    return [torch.randn(21968, 64, 16, 16), torch.randn(21968, 64, 16, 16)]


def get_init_inputs():
    return []
