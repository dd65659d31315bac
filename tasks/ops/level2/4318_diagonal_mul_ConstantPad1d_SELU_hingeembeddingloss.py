"""torch.diagonal -> torch.mul -> ConstantPad1d -> SELU -> F.hinge_embedding_loss: synthesised by warpgym synth (seed 7, index 5657, torch#5)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.diagonal -> torch.mul -> ConstantPad1d -> SELU -> F.hinge_embedding_loss"""

    def __init__(self):
        super().__init__()
        self.constantpad1d_2 = nn.ConstantPad1d(padding=1, value=0.5)
        self.selu_3 = nn.SELU()

    def forward(self, x, x1, x2):
        x = torch.diagonal(x)
        x = torch.mul(x, x1)
        x = self.constantpad1d_2(x)
        x = self.selu_3(x)
        x = F.hinge_embedding_loss(x, target=x2)
        return x


def get_inputs():
    return [torch.randn(4, 32, 32, 32), torch.randn(32, 32, 4), torch.randn(32, 32, 6)]


def get_init_inputs():
    return []
