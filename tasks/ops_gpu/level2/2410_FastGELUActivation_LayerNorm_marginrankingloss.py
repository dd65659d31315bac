"""hf.FastGELUActivation -> LayerNorm -> F.margin_ranking_loss: synthesised by warpgym synth (seed 7, index 3290, transformers#3, dim 0 x586)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import FastGELUActivation


class Model(nn.Module):
    """hf.FastGELUActivation -> LayerNorm -> F.margin_ranking_loss"""

    def __init__(self):
        super().__init__()
        self.fastgeluactivation_0 = FastGELUActivation()
        self.layernorm_1 = nn.LayerNorm(normalized_shape=512)

    def forward(self, x, x1, x2):
        x = self.fastgeluactivation_0(x)
        x = self.layernorm_1(x)
        x = F.margin_ranking_loss(x, input2=x1, target=x2)
        return x


def get_inputs():
    return [torch.randn(150016, 512), torch.randn(150016, 512), torch.randn(150016, 512)]


def get_init_inputs():
    return []
