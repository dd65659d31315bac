"""F.threshold -> Mish -> torch.addcmul -> torch.logsumexp: synthesised by warpgym synth (seed 9, index 71, torch#4, dim 0 x416)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.threshold -> Mish -> torch.addcmul -> torch.logsumexp"""

    def __init__(self):
        super().__init__()
        self.mish_1 = nn.Mish()

    def forward(self, x, x1, x2):
        x = F.threshold(x, threshold=0.5, value=0.5)
        x = self.mish_1(x)
        x = torch.addcmul(x, x1, x2)
        x = torch.logsumexp(x, -1)
        return x


def get_inputs():
    return [torch.randn(3328, 256, 128), torch.randn(3328, 256, 128), torch.randn(3328, 256, 128)]


def get_init_inputs():
    return []
