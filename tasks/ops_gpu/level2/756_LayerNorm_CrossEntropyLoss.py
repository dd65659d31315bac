"""LayerNorm -> CrossEntropyLoss: synthesised by warpgym synth (seed 7, index 1028, torch#2, dim 0 x6963)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LayerNorm -> CrossEntropyLoss"""

    def __init__(self):
        super().__init__()
        self.layernorm_0 = nn.LayerNorm(normalized_shape=1024)
        self.crossentropyloss_1 = nn.CrossEntropyLoss()

    def forward(self, x, x1):
        x = self.layernorm_0(x)
        x = self.crossentropyloss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(445632, 1024), torch.randn(445632, 1024)]


def get_init_inputs():
    return []
