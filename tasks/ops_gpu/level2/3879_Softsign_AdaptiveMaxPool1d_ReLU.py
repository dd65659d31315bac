"""Softsign -> AdaptiveMaxPool1d -> ReLU: synthesised by warpgym synth (seed 7, index 6114, torch#3, dim 0 x4656)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softsign -> AdaptiveMaxPool1d -> ReLU"""

    def __init__(self):
        super().__init__()
        self.softsign_0 = nn.Softsign()
        self.adaptivemaxpool1d_1 = nn.AdaptiveMaxPool1d(output_size=4)
        self.relu_2 = nn.ReLU()

    def forward(self, x):
        x = self.softsign_0(x)
        x = self.adaptivemaxpool1d_1(x)
        x = self.relu_2(x)
        return x


def get_inputs():
    return [torch.randn(1191936, 256)]


def get_init_inputs():
    return []
