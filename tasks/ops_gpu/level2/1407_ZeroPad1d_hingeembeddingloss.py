"""ZeroPad1d -> F.hinge_embedding_loss: synthesised by warpgym synth (seed 7, index 1930, torch#2, dim 0 x285)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ZeroPad1d -> F.hinge_embedding_loss"""

    def __init__(self):
        super().__init__()
        self.zeropad1d_0 = nn.ZeroPad1d(padding=1)

    def forward(self, x, x1):
        x = self.zeropad1d_0(x)
        x = F.hinge_embedding_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(18240, 1024), torch.randn(18240, 1026)]


def get_init_inputs():
    return []
