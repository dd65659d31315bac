"""F.adaptive_avg_pool1d -> F.log_softmax -> ZeroPad1d -> torch.tril: synthesised by warpgym synth (seed 7, index 2667, torch#4, dim 0 x15210)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.adaptive_avg_pool1d -> F.log_softmax -> ZeroPad1d -> torch.tril"""

    def __init__(self):
        super().__init__()
        self.zeropad1d_2 = nn.ZeroPad1d(padding=1)

    def forward(self, x):
        x = F.adaptive_avg_pool1d(x, 4)
        x = F.log_softmax(x)
        x = self.zeropad1d_2(x)
        x = torch.tril(x)
        return x


def get_inputs():
    return [torch.randn(3893760, 256)]


def get_init_inputs():
    return []
