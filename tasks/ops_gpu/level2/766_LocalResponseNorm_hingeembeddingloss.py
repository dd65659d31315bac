"""LocalResponseNorm -> F.hinge_embedding_loss: synthesised by warpgym synth (seed 7, index 1047, torch#2, dim 0 x263)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LocalResponseNorm -> F.hinge_embedding_loss"""

    def __init__(self):
        super().__init__()
        self.localresponsenorm_0 = nn.LocalResponseNorm(size=4)

    def forward(self, x, x1):
        x = self.localresponsenorm_0(x)
        x = F.hinge_embedding_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(2104, 256, 128), torch.randn(2104, 256, 128)]


def get_init_inputs():
    return []
