"""torch.diagonal -> Softmax -> ReLU6 -> F.multilabel_soft_margin_loss: synthesised by warpgym synth (seed 7, index 775, torch#4)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.diagonal -> Softmax -> ReLU6 -> F.multilabel_soft_margin_loss"""

    def __init__(self):
        super().__init__()
        self.softmax_1 = nn.Softmax()
        self.relu6_2 = nn.ReLU6()

    def forward(self, x, x1):
        x = torch.diagonal(x)
        x = self.softmax_1(x)
        x = self.relu6_2(x)
        x = F.multilabel_soft_margin_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(4, 32, 32, 32), torch.randn(32, 32, 4)]


def get_init_inputs():
    return []
