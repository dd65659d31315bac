"""LogSigmoid -> torch.logsumexp -> F.mish: synthesised by warpgym synth (seed 7, index 2519, torch#3, dim 0 x789)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LogSigmoid -> torch.logsumexp -> F.mish"""

    def __init__(self):
        super().__init__()
        self.logsigmoid_0 = nn.LogSigmoid()

    def forward(self, x):
        x = self.logsigmoid_0(x)
        x = torch.logsumexp(x, -1)
        x = F.mish(x)
        return x


def get_inputs():
    return [torch.randn(12624, 32, 16, 16)]


def get_init_inputs():
    return []
