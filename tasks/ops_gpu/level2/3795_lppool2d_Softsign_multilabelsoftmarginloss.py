"""F.lp_pool2d -> Softsign -> F.multilabel_soft_margin_loss: synthesised by warpgym synth (seed 7, index 5187, torch#3, dim 0 x1076)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.lp_pool2d -> Softsign -> F.multilabel_soft_margin_loss"""

    def __init__(self):
        super().__init__()
        self.softsign_1 = nn.Softsign()

    def forward(self, x, x1):
        x = F.lp_pool2d(x, kernel_size=3, norm_type=2)
        x = self.softsign_1(x)
        x = F.multilabel_soft_margin_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(4304, 32, 32, 32), torch.randn(4304, 32, 10, 10)]


def get_init_inputs():
    return []
