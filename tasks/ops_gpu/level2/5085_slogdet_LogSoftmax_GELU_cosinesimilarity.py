"""torch.slogdet -> LogSoftmax -> GELU -> F.cosine_similarity: synthesised by warpgym synth (seed 9, index 562, torch#4, dim 0 x7833)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.slogdet -> LogSoftmax -> GELU -> F.cosine_similarity"""

    def __init__(self):
        super().__init__()
        self.logsoftmax_1 = nn.LogSoftmax()
        self.gelu_2 = nn.GELU()

    def forward(self, x, x1):
        x = torch.slogdet(x)[0]
        x = self.logsoftmax_1(x)
        x = self.gelu_2(x)
        x = F.cosine_similarity(x, x1)
        return x


def get_inputs():
    return [torch.randn(62664, 16, 32, 32), torch.randn(62664, 16)]


def get_init_inputs():
    return []
