"""PReLU -> torch.logaddexp2 -> AdaptiveMaxPool1d -> GELU: synthesised by warpgym synth (seed 10, index 112, torch#4, dim 0 x2709)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """PReLU -> torch.logaddexp2 -> AdaptiveMaxPool1d -> GELU"""

    def __init__(self):
        super().__init__()
        self.prelu_0 = nn.PReLU()
        self.adaptivemaxpool1d_2 = nn.AdaptiveMaxPool1d(output_size=4)
        self.gelu_3 = nn.GELU()

    def forward(self, x, x1):
        x = self.prelu_0(x)
        x = torch.logaddexp2(x, x1)
        x = self.adaptivemaxpool1d_2(x)
        x = self.gelu_3(x)
        return x


def get_inputs():
    return [torch.randn(693504, 256), torch.randn(693504, 256)]


def get_init_inputs():
    return []
