"""LayerNorm -> AdaptiveMaxPool1d -> F.channel_shuffle -> LeakyReLU: synthesised by warpgym synth (seed 7, index 3095, torch#4, dim 0 x1307)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LayerNorm -> AdaptiveMaxPool1d -> F.channel_shuffle -> LeakyReLU"""

    def __init__(self):
        super().__init__()
        self.layernorm_0 = nn.LayerNorm(normalized_shape=128)
        self.adaptivemaxpool1d_1 = nn.AdaptiveMaxPool1d(output_size=4)
        self.leakyrelu_3 = nn.LeakyReLU()

    def forward(self, x):
        x = self.layernorm_0(x)
        x = self.adaptivemaxpool1d_1(x)
        x = F.channel_shuffle(x, 2)
        x = self.leakyrelu_3(x)
        return x


def get_inputs():
    return [torch.randn(20912, 64, 128)]


def get_init_inputs():
    return []
