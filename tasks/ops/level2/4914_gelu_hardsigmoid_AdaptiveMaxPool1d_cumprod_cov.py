"""F.gelu -> F.hardsigmoid -> AdaptiveMaxPool1d -> torch.cumprod -> torch.cov: synthesised by warpgym synth (seed 7, index 6436, torch#5)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.gelu -> F.hardsigmoid -> AdaptiveMaxPool1d -> torch.cumprod -> torch.cov"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool1d_2 = nn.AdaptiveMaxPool1d(output_size=4)

    def forward(self, x):
        x = F.gelu(x)
        x = F.hardsigmoid(x)
        x = self.adaptivemaxpool1d_2(x)
        x = torch.cumprod(x, -1)
        x = torch.cov(x)
        return x


def get_inputs():
    return [torch.randn(256, 512)]


def get_init_inputs():
    return []
