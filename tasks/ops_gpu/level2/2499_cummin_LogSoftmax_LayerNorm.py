"""torch.cummin -> LogSoftmax -> LayerNorm: synthesised by warpgym synth (seed 7, index 3954, torch#3, dim 0 x2008)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.cummin -> LogSoftmax -> LayerNorm"""

    def __init__(self):
        super().__init__()
        self.logsoftmax_1 = nn.LogSoftmax()
        self.layernorm_2 = nn.LayerNorm(normalized_shape=1024)

    def forward(self, x):
        x = torch.cummin(x, -1)[0]
        x = self.logsoftmax_1(x)
        x = self.layernorm_2(x)
        return x


def get_inputs():
    return [torch.randn(128512, 1024)]


def get_init_inputs():
    return []
