"""RNNCell -> F.softmax -> F.margin_ranking_loss: synthesised by warpgym synth (seed 7, index 4853, torch#3, dim 0 x306)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """RNNCell -> F.softmax -> F.margin_ranking_loss"""

    def __init__(self):
        super().__init__()
        self.rnncell_0 = nn.RNNCell(hidden_size=256, input_size=256)

    def forward(self, x, x1, x2):
        x = self.rnncell_0(x)
        x = F.softmax(x)
        x = F.margin_ranking_loss(x, input2=x1, target=x2)
        return x


def get_inputs():
    return [torch.randn(39168, 256), torch.randn(39168, 256), torch.randn(39168, 256)]


def get_init_inputs():
    return []
