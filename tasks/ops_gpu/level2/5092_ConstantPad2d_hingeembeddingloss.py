"""ConstantPad2d -> F.hinge_embedding_loss: synthesised by warpgym synth (seed 7, index 6905, torch#2, dim 0 x2435)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConstantPad2d -> F.hinge_embedding_loss"""

    def __init__(self):
        super().__init__()
        self.constantpad2d_0 = nn.ConstantPad2d(padding=1, value=0.5)

    def forward(self, x, x1):
        x = self.constantpad2d_0(x)
        x = F.hinge_embedding_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(4870, 8, 8, 16, 16), torch.randn(4870, 8, 8, 18, 18)]


def get_init_inputs():
    return []
