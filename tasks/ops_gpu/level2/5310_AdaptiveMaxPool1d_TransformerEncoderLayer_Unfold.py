"""AdaptiveMaxPool1d -> TransformerEncoderLayer -> Unfold: synthesised by warpgym synth (seed 10, index 60, torch#3, dim 0 x70)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AdaptiveMaxPool1d -> TransformerEncoderLayer -> Unfold"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool1d_0 = nn.AdaptiveMaxPool1d(output_size=4)
        self.transformerencoderlayer_1 = nn.TransformerEncoderLayer(d_model=4, nhead=2)
        self.unfold_2 = nn.Unfold(kernel_size=3)

    def forward(self, x):
        x = self.adaptivemaxpool1d_0(x)
        x = self.transformerencoderlayer_1(x)
        x = self.unfold_2(x)
        return x


def get_inputs():
    return [torch.randn(1120, 64, 128)]


def get_init_inputs():
    return []
