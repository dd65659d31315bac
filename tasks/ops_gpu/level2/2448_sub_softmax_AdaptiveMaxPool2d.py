"""torch.sub -> F.softmax -> AdaptiveMaxPool2d: synthesised by warpgym synth (seed 7, index 3863, torch#3, dim 0 x560)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sub -> F.softmax -> AdaptiveMaxPool2d"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool2d_2 = nn.AdaptiveMaxPool2d(output_size=4)

    def forward(self, x, x1):
        x = torch.sub(x, x1)
        x = F.softmax(x)
        x = self.adaptivemaxpool2d_2(x)
        return x


def get_inputs():
    return [torch.randn(8960, 32, 16, 16), torch.randn(8960, 32, 16, 16)]


def get_init_inputs():
    return []
