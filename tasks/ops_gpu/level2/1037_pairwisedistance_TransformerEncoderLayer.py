"""F.pairwise_distance -> TransformerEncoderLayer: synthesised by warpgym synth (seed 7, index 1690, torch#2, dim 0 x92)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.pairwise_distance -> TransformerEncoderLayer"""

    def __init__(self):
        super().__init__()
        self.transformerencoderlayer_1 = nn.TransformerEncoderLayer(d_model=16, nhead=2)

    def forward(self, x, x1):
        x = F.pairwise_distance(x, x1)
        x = self.transformerencoderlayer_1(x)
        return x


def get_inputs():
    return [torch.randn(1472, 32, 16, 16), torch.randn(1472, 32, 16, 16)]


def get_init_inputs():
    return []
