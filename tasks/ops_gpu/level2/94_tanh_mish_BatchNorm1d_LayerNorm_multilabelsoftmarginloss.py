"""F.tanh -> F.mish -> BatchNorm1d -> LayerNorm -> F.multilabel_soft_margin_loss: synthesised by warpgym synth (seed 7, index 116, torch#5, dim 0 x3962)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.tanh -> F.mish -> BatchNorm1d -> LayerNorm -> F.multilabel_soft_margin_loss"""

    def __init__(self):
        super().__init__()
        self.batchnorm1d_2 = nn.BatchNorm1d(num_features=256)
        self.layernorm_3 = nn.LayerNorm(normalized_shape=256)

    def forward(self, x, x1):
        x = F.tanh(x)
        x = F.mish(x)
        x = self.batchnorm1d_2(x)
        x = self.layernorm_3(x)
        x = F.multilabel_soft_margin_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(507136, 256), torch.randn(507136, 256)]


def get_init_inputs():
    return []
