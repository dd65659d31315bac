"""hf.FastGELUActivation -> F.cosine_similarity -> Mish -> F.multilabel_soft_margin_loss: synthesised by warpgym synth (seed 7, index 261, transformers#4, dim 0 x792)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import FastGELUActivation


class Model(nn.Module):
    """hf.FastGELUActivation -> F.cosine_similarity -> Mish -> F.multilabel_soft_margin_loss"""

    def __init__(self):
        super().__init__()
        self.fastgeluactivation_0 = FastGELUActivation()
        self.mish_2 = nn.Mish()

    def forward(self, x, x1, x2):
        x = self.fastgeluactivation_0(x)
        x = F.cosine_similarity(x, x1)
        x = self.mish_2(x)
        x = F.multilabel_soft_margin_loss(x, target=x2)
        return x


def get_inputs():
    return [torch.randn(12672, 32, 16, 16), torch.randn(12672, 32, 16, 16), torch.randn(12672, 16, 16)]


def get_init_inputs():
    return []
