"""SiLU -> Tanh -> TransformerDecoderLayer: synthesised by warpgym synth (seed 7, index 5923, torch#3, dim 0 x50)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SiLU -> Tanh -> TransformerDecoderLayer"""

    def __init__(self):
        super().__init__()
        self.silu_0 = nn.SiLU()
        self.tanh_1 = nn.Tanh()
        self.transformerdecoderlayer_2 = nn.TransformerDecoderLayer(d_model=256, nhead=2)

    def forward(self, x, x1):
        x = self.silu_0(x)
        x = self.tanh_1(x)
        x = self.transformerdecoderlayer_2(x, x1)
        return x


def get_inputs():
    return [torch.randn(6400, 256), torch.randn(6400, 256)]


def get_init_inputs():
    return []
