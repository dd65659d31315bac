"""F.rrelu -> torch.logaddexp2 -> LayerNorm -> Softmax -> LogSoftmax: synthesised by warpgym synth (seed 7, index 1932, torch#5, dim 0 x712)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.rrelu -> torch.logaddexp2 -> LayerNorm -> Softmax -> LogSoftmax"""

    def __init__(self):
        super().__init__()
        self.layernorm_2 = nn.LayerNorm(normalized_shape=256)
        self.softmax_3 = nn.Softmax()
        self.logsoftmax_4 = nn.LogSoftmax()

    def forward(self, x, x1):
        x = F.rrelu(x)
        x = torch.logaddexp2(x, x1)
        x = self.layernorm_2(x)
        x = self.softmax_3(x)
        x = self.logsoftmax_4(x)
        return x


def get_inputs():
    return [torch.randn(11392, 32, 256), torch.randn(11392, 32, 256)]


def get_init_inputs():
    return []
