"""torch.fix -> Softshrink -> AdaptiveMaxPool1d -> F.softmax: synthesised by warpgym synth (seed 7, index 463, torch#4, dim 0 x5756)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.fix -> Softshrink -> AdaptiveMaxPool1d -> F.softmax"""

    def __init__(self):
        super().__init__()
        self.softshrink_1 = nn.Softshrink()
        self.adaptivemaxpool1d_2 = nn.AdaptiveMaxPool1d(output_size=4)

    def forward(self, x):
        x = torch.fix(x)
        x = self.softshrink_1(x)
        x = self.adaptivemaxpool1d_2(x)
        x = F.softmax(x)
        return x


def get_inputs():
    return [torch.randn(92096, 32, 256)]


def get_init_inputs():
    return []
