"""ConstantPad3d -> F.margin_ranking_loss: synthesised by warpgym synth (seed 7, index 2076, torch#2, dim 0 x1676)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConstantPad3d -> F.margin_ranking_loss"""

    def __init__(self):
        super().__init__()
        self.constantpad3d_0 = nn.ConstantPad3d(padding=1, value=0.5)

    def forward(self, x, x1, x2):
        x = self.constantpad3d_0(x)
        x = F.margin_ranking_loss(x, input2=x1, target=x2)
        return x


def get_inputs():
    return [torch.randn(13408, 64, 16, 16), torch.randn(13408, 66, 18, 18), torch.randn(13408, 66, 18, 18)]


def get_init_inputs():
    return []
