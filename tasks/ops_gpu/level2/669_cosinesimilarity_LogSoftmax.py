"""F.cosine_similarity -> LogSoftmax: synthesised by warpgym synth (seed 7, index 1074, torch#2, dim 0 x1133)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.cosine_similarity -> LogSoftmax"""

    def __init__(self):
        super().__init__()
        self.logsoftmax_1 = nn.LogSoftmax()

    def forward(self, x, x1):
        x = F.cosine_similarity(x, x1)
        x = self.logsoftmax_1(x)
        return x


def get_inputs():
    return [torch.randn(36256, 128, 64), torch.randn(36256, 128, 64)]


def get_init_inputs():
    return []
