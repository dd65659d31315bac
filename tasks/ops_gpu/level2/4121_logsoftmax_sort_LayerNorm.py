"""F.log_softmax -> torch.sort -> LayerNorm: synthesised by warpgym synth (seed 7, index 6479, torch#3, dim 0 x7561)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.log_softmax -> torch.sort -> LayerNorm"""

    def __init__(self):
        super().__init__()
        self.layernorm_2 = nn.LayerNorm(normalized_shape=256)

    def forward(self, x):
        x = F.log_softmax(x)
        x = torch.sort(x)[0]
        x = self.layernorm_2(x)
        return x


def get_inputs():
    return [torch.randn(1935616, 256)]


def get_init_inputs():
    return []
