"""F.leaky_relu -> ZeroPad3d -> F.margin_ranking_loss: synthesised by warpgym synth (seed 7, index 1157, torch#3)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.leaky_relu -> ZeroPad3d -> F.margin_ranking_loss"""

    def __init__(self):
        super().__init__()
        self.zeropad3d_1 = nn.ZeroPad3d(padding=1)

    def forward(self, x, x1, x2):
        x = F.leaky_relu(x)
        x = self.zeropad3d_1(x)
        x = F.margin_ranking_loss(x, input2=x1, target=x2)
        return x


def get_inputs():
    return [torch.randn(16, 64, 128), torch.randn(18, 66, 130), torch.randn(18, 66, 130)]


def get_init_inputs():
    return []
