"""CosineSimilarity -> hf.MistralRMSNorm: synthesised by warpgym synth (seed 9, index 620, transformers#2, dim 0 x1889)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.mistral.modeling_mistral import MistralRMSNorm


class Model(nn.Module):
    """CosineSimilarity -> hf.MistralRMSNorm"""

    def __init__(self):
        super().__init__()
        self.cosinesimilarity_0 = nn.CosineSimilarity()
        self.mistralrmsnorm_1 = MistralRMSNorm(hidden_size=64)

    def forward(self, x, x1):
        x = self.cosinesimilarity_0(x, x1)
        x = self.mistralrmsnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(60448, 128, 64), torch.randn(60448, 128, 64)]


def get_init_inputs():
    return []
