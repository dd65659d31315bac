"""ConvTranspose1d -> F.hinge_embedding_loss: synthesised by warpgym synth (seed 7, index 3338, torch#2, dim 0 x403)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConvTranspose1d -> F.hinge_embedding_loss"""

    def __init__(self):
        super().__init__()
        self.convtranspose1d_0 = nn.ConvTranspose1d(in_channels=256, kernel_size=3, out_channels=128)

    def forward(self, x, x1):
        x = self.convtranspose1d_0(x)
        x = F.hinge_embedding_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(3224, 256, 128), torch.randn(3224, 128, 130)]


def get_init_inputs():
    return []
