"""torch.atan2 -> F.selu -> AdaptiveMaxPool1d -> MaxPool1d: synthesised by warpgym synth (seed 7, index 2132, torch#4, dim 0 x2915)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.atan2 -> F.selu -> AdaptiveMaxPool1d -> MaxPool1d"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool1d_2 = nn.AdaptiveMaxPool1d(output_size=4)
        self.maxpool1d_3 = nn.MaxPool1d(kernel_size=3)

    def forward(self, x, x1):
        x = torch.atan2(x, x1)
        x = F.selu(x)
        x = self.adaptivemaxpool1d_2(x)
        x = self.maxpool1d_3(x)
        return x


def get_inputs():
    return [torch.randn(1492480, 256), torch.randn(1492480, 256)]


def get_init_inputs():
    return []
