"""LogSoftmax -> F.binary_cross_entropy_with_logits: synthesised by warpgym synth (seed 7, index 6077, torch#2, dim 0 x6755)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LogSoftmax -> F.binary_cross_entropy_with_logits"""

    def __init__(self):
        super().__init__()
        self.logsoftmax_0 = nn.LogSoftmax()

    def forward(self, x, x1):
        x = self.logsoftmax_0(x)
        x = F.binary_cross_entropy_with_logits(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(432320, 1024), torch.randn(432320, 1024)]


def get_init_inputs():
    return []
