"""F.channel_shuffle -> LeakyReLU -> hf.MistralRMSNorm -> torch.multiply -> F.l1_loss: synthesised by warpgym synth (seed 7, index 5059, transformers#5, dim 0 x349)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.mistral.modeling_mistral import MistralRMSNorm


class Model(nn.Module):
    """F.channel_shuffle -> LeakyReLU -> hf.MistralRMSNorm -> torch.multiply -> F.l1_loss"""

    def __init__(self):
        super().__init__()
        self.leakyrelu_1 = nn.LeakyReLU()
        self.mistralrmsnorm_2 = MistralRMSNorm(hidden_size=16)

    def forward(self, x, x1, x2):
        x = F.channel_shuffle(x, 2)
        x = self.leakyrelu_1(x)
        x = self.mistralrmsnorm_2(x)
        x = torch.multiply(x, x1)
        x = F.l1_loss(x, target=x2)
        return x


def get_inputs():
    return [torch.randn(5584, 32, 16, 16), torch.randn(5584, 32, 16, 16), torch.randn(5584, 32, 16, 16)]


def get_init_inputs():
    return []
