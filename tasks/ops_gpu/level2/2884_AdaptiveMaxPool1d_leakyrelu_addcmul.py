"""AdaptiveMaxPool1d -> F.leaky_relu -> torch.addcmul: synthesised by warpgym synth (seed 7, index 4559, torch#3, dim 0 x1164)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AdaptiveMaxPool1d -> F.leaky_relu -> torch.addcmul"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool1d_0 = nn.AdaptiveMaxPool1d(output_size=4)

    def forward(self, x, x1, x2):
        x = self.adaptivemaxpool1d_0(x)
        x = F.leaky_relu(x)
        x = torch.addcmul(x, x1, x2)
        return x


def get_inputs():
    return [torch.randn(37248, 128, 64), torch.randn(37248, 128, 4), torch.randn(37248, 128, 4)]


def get_init_inputs():
    return []
